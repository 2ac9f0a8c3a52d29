/** An uploaded image as the artworks domain holds it, for the decider specs. */
export const SAMPLE_IMAGE = {
  id: 'img-1',
  url: '/media/images/img-1.webp',
  thumbnailUrl: '/media/images/img-1-thumb.webp',
  width: 1600,
  height: 1200,
};
