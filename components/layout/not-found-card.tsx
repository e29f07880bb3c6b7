import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** A page that is not there (HTTP 404): what is missing, why, and the one way on. */
export function NotFoundCard({ icon, title, children, link }: { icon: ReactNode; title: string; children: ReactNode; link: { href: string; label: string } }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-3">
            {icon}
            <h1 className="text-2xl font-bold">{title}</h1>
          </div>
          {children}
          <Button asChild className="min-h-11">
            <Link href={link.href}>{link.label}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
