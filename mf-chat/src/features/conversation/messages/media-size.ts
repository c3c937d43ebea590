/** The longest side of a picture in a bubble (px). */
const BUBBLE_MAX = 280;

/**
 * A picture's box in a bubble: its own proportions, at most BUBBLE_MAX on its longer side. Known
 * before the picture loads (the message carries its size), so the log never jumps when it arrives.
 */
export function bubbleSize(width: number, height: number, max = BUBBLE_MAX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
