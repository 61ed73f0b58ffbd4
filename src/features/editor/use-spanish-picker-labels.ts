import { useLayoutEffect, type RefObject } from 'react';

/**
 * react-colorful names its sliders in English ("Hue", "Saturation 50%, Brightness 40%") and has no
 * option to change them; every name a shopper hears is Spanish, so they are rewritten after each
 * render (the parent re-renders on every colour change, after the picker has written its own).
 */
export function useSpanishPickerLabels(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const slider of root.querySelectorAll<HTMLElement>('[role="slider"]')) {
      const label = slider.getAttribute('aria-label');
      if (label === 'Hue') slider.setAttribute('aria-label', 'Tono');
      if (label === 'Color') slider.setAttribute('aria-label', 'Saturación y brillo');
      const text = /^Saturation (\d+)%, Brightness (\d+)%$/.exec(slider.getAttribute('aria-valuetext') ?? '');
      if (text) slider.setAttribute('aria-valuetext', `Saturación ${text[1]} %, brillo ${text[2]} %`);
    }
  });
}
