import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FeatureCards } from "@/components/home/feature-cards";
import { HomeHero } from "@/components/home/home-hero";
import { NearestSpots } from "@/components/home/nearest-spots";
import { currentUser } from "@/lib/auth/session";

export default async function HomePage() {
  const user = await currentUser();
  return (
    <div className="space-y-8">
      <HomeHero firstName={user?.firstName || null} />
      <FeatureCards />
      <NearestSpots />
      <div className="flex justify-center">
        <Button asChild size="lg" className="h-12 rounded-full px-8 text-base">
          <Link href="/spots">
            Explorer les spots
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </div>
  );
}
