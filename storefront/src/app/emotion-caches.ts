import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// Two caches with different keys so LTR and RTL rules never share class names; the RTL one flips
// left/right in every generated rule (MUI's documented right-to-left setup).
const ltrCache = createCache({ key: 'mui', prepend: true });
const rtlCache = createCache({ key: 'muirtl', prepend: true, stylisPlugins: [prefixer, rtlPlugin] });

export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' ? rtlCache : ltrCache;
}
