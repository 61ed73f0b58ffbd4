import { useTarifa } from '@/platform/tarifa/use-tarifa';

/** What every shopper should know before ordering (spec §1); the production time is the store's, from the tarifa. */
export function HandmadeNote({ className }: { readonly className?: string }) {
  const { productionTime } = useTarifa().tarifa.texts;
  return (
    <p className={className}>
      Cada pieza se hace a mano y es única: la fabricamos en {productionTime} y puede tener pequeñas variaciones de medida.
    </p>
  );
}
