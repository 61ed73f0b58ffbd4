/** The upload's file name never carries the shopper's own file name (it may hold personal details). */
export function uploadFileName(type: string): string {
  return type === 'image/png' ? 'diseno.png' : 'diseno.jpg';
}
