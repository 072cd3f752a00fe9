import { nextImageState, settledState, type ImageEvent, type ImageState } from '@/lib/imageState';

describe('nextImageState', () => {
  it.each<[ImageState, ImageEvent, ImageState]>([
    ['loading', 'load', 'loaded'],
    ['loading', 'error', 'failed'],
    ['loaded', 'error', 'loaded'],
    ['failed', 'load', 'failed'],
  ])('%s + %s -> %s', (state, event, expected) => {
    expect(nextImageState(state, event)).toBe(expected);
  });
});

describe('settledState', () => {
  it.each<[boolean, number, ImageState]>([
    [false, 0, 'loading'],
    [true, 800, 'loaded'],
    [true, 0, 'failed'],
  ])('complete=%p naturalWidth=%p -> %s', (complete, naturalWidth, expected) => {
    expect(settledState({ complete, naturalWidth })).toBe(expected);
  });
});
