/** A count of bodies being read at once: orders and uploads share the inbox's `maxConcurrent` slots. */
export interface Slots {
  /** Takes a slot; false when every slot is taken. */
  take(): boolean;
  release(): void;
}

export function slotCounter(max: number): Slots {
  let inUse = 0;
  return {
    take() {
      if (inUse >= max) return false;
      inUse += 1;
      return true;
    },
    release() {
      inUse = Math.max(0, inUse - 1);
    },
  };
}
