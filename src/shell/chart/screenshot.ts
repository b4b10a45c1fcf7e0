/** How long the screenshot's blob URL stays valid after the new tab opened it. */
const REVOKE_AFTER_MS = 60_000;

function toBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** Opens the chart image in a new tab (compliance §4.7); false when it could not be opened (pop-up blocked). */
export async function openScreenshot(canvas: HTMLCanvasElement, open: (url: string) => Window | null): Promise<boolean> {
  const blob = await toBlob(canvas);
  if (!blob) return false;
  const url = URL.createObjectURL(blob);
  const tab = open(url);
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  if (!tab) return false;
  try {
    tab.opener = null;
  } catch {
    // a cross-origin or closed tab: nothing to detach
  }
  return true;
}
