/** Joins class names, letting later Tailwind classes override earlier ones (lib/class-merge.ts). */
export { cn } from "./class-merge";
