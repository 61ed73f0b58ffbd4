/** What every shopper should know before ordering (spec §1). */
const HANDMADE_TEXT =
  'Cada pieza se hace a mano y es única: la fabricamos en 3 a 7 días hábiles y puede tener pequeñas variaciones de medida.';

export function HandmadeNote({ className }: { readonly className?: string }) {
  return <p className={className}>{HANDMADE_TEXT}</p>;
}
