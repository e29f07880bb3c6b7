/*
 * How the spot list (app/(app)/spots/_components/spot-list.tsx) brings its 168 cards: in groups, the page's HTML
 * carrying the first groups only, the others added one group per task once the page runs. On a phone, the
 * document's bytes are the work: each card is ~1 kB of HTML to decode, parse, lay out and hydrate (issue 10).
 */
export const CARD_GROUP = 12;
export const GROUPS_IN_HTML = 2;
