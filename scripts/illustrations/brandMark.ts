/** The brand mark: a violet speech bubble with a yellow tick, on a 40 × 40 grid. */
export const BUBBLE_PATH =
  'M20 3C10.6 3 3 9.9 3 18.4c0 4.6 2.2 8.7 5.8 11.5L7.5 37l7.3-4c1.6.4 3.4.6 5.2.6 9.4 0 17-6.9 17-15.2S29.4 3 20 3z'
export const CHECK_PATH = 'M12.5 18.5l5 5 10-10'
export const MARK_VIOLET = '#5b3df5'
export const MARK_SUN = '#ffd166'
