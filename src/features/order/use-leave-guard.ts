import { useEffect } from 'react';

export const LEAVE_WHILE_SENDING = 'Tu diseño se está enviando. Si salís ahora puede que no veas la confirmación. ¿Salir igual?';

/** While `active`, closing or reloading the tab asks first (the browser shows its own wording). */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
