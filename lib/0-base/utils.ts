/** Joins class names, letting later Tailwind classes override earlier ones (lib/0-base/class-merge.ts). */
export { cn } from "./class-merge";
