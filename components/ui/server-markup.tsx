/**
 * Read-only server markup (a forecast day's table rows, the spot's sheet) as one string set with
 * `dangerouslySetInnerHTML`: React's payload carries one string instead of an object per element, and hydration adopts
 * the markup without walking it. Only markup the server wrote from its own data (lib/0-base/static-markup.ts escapes
 * every text), never a rider's text.
 */
export function ServerMarkup({ className, html }: { className?: string; html: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
