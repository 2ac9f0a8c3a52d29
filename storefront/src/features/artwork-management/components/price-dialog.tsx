import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, parsePrice } from './artwork-rules';

interface Props {
  open: boolean;
  title: string;
  price: number | null;
  onClose: () => void;
  onSubmit: (price: number | null) => void;
}

/** Change a work's price (POST /api/artworks/:id/price); empty means "price on request". */
export function PriceDialog({ open, title, price, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(price == null ? '' : String(price));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePrice(value);
    if (parsed === 'invalid') return setError(t('dashboard.validation.price', { max: LIMITS.maxPrice }));
    onSubmit(parsed);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="price-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="price-dialog-title">{t('artworkManagement.priceDialog', { title })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            name="price"
            label={t('artworkManagement.fields.price')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? t('artworkManagement.help.price')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
            sx={{ mt: 1 }}
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dashboard.profile.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('artworkManagement.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
