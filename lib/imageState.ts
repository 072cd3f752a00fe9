export type ImageState = 'loading' | 'loaded' | 'failed';
export type ImageEvent = 'load' | 'error';

/** loading -> loaded (fades in) or failed ('Image unavailable'), once. */
export function nextImageState(state: ImageState, event: ImageEvent): ImageState {
  if (state !== 'loading') return state;
  return event === 'load' ? 'loaded' : 'failed';
}

/**
 * The state of an <img> that may have settled before scripts ran (a server-rendered image
 * fires load or error before hydration): complete with pixels is loaded, complete without is failed.
 */
export function settledState(image: { complete: boolean; naturalWidth: number }): ImageState {
  if (!image.complete) return 'loading';
  return image.naturalWidth > 0 ? 'loaded' : 'failed';
}
