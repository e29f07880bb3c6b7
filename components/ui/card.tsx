import * as React from "react";

import { cn } from "@/lib/0-base/utils";

function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-header"
      className={cn("grid auto-rows-min items-start gap-1.5 px-6", className)}
      {...props}
    />
  );
}

function CardTitle({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-title"
      className={cn("text-lg leading-tight font-semibold", className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-description"
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-content" className={cn("px-6", className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card-footer"
      className={cn("flex flex-wrap items-center gap-2 px-6", className)}
      {...props}
    />
  );
}

/** The heading of a page that says what happened (a link's outcome): an icon above the sentence, the page's h1. */
function CardStatusHeader({ icon, title }: { icon: React.ReactNode; title: string }) {
  return (
    <CardHeader className="items-center text-center">
      {icon}
      <CardTitle className="text-2xl">
        <h1>{title}</h1>
      </CardTitle>
    </CardHeader>
  );
}

export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter, CardStatusHeader };
