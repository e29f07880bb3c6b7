import type { MetadataRoute } from "next";
import { APP_MANIFEST } from "@/lib/1-domain/offline/app-manifest";

export default function manifest(): MetadataRoute.Manifest {
  return APP_MANIFEST;
}
