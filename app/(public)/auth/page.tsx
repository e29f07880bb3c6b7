export default function AuthPage() {
  return <h1>Connexion</h1>;
}
