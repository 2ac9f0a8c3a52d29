import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSyncedState } from '../lib/use-synced-state';

/** Debounce before a typed query reaches the URL and the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that reports its text after typing pauses (or at once on Enter). Arabic and English both work:
 * the text is sent as typed, and the server normalises hamza and taa marbuta forms.
 */
export function SearchField({
  value,
  onSearch,
  label,
  id,
}: {
  value: string;
  onSearch: (q: string) => void;
  label: string;
  id: string;
}) {
  // The URL can change from elsewhere (back button, a link): follow it.
  const [text, setText] = useSyncedState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  useLayoutEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next.trim()), SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextField
      id={id}
      type="search"
      label={label}
      value={text}
      onChange={(e) => change(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        clearTimeout(timer.current);
        latest.current(text.trim());
      }}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
        // The text's own direction: Arabic reads right to left, Latin left to right, in either interface.
        htmlInput: { dir: 'auto', maxLength: 200, 'data-testid': `${id}-input` },
      }}
    />
  );
}
