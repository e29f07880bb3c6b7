export default function HomePage() {
  return <h1 className="text-3xl font-bold">Découvrez les meilleurs spots de kitesurf et leurs conditions météo</h1>;
}
