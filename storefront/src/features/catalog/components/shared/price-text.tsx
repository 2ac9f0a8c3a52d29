import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../i18n/use-language';
import { formatMoney } from '../../../../lib/format';

export interface PriceTextProps {
  /** SAR; null or undefined reads "Price on request". */
  price: number | null | undefined;
  variant?: TypographyProps['variant'];
  component?: React.ElementType;
  sx?: TypographyProps['sx'];
}

/** A price in SAR, whole riyals, Arabic-Indic digits and the riyal sign in Arabic (lib/format). */
export function PriceText({ price, variant = 'body1', component = 'span', sx }: PriceTextProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const text = typeof price === 'number' ? formatMoney(price, language) : t('catalog.artwork.priceOnRequest');
  return (
    <Typography
      variant={variant}
      component={component}
      sx={{ fontWeight: 600, unicodeBidi: 'isolate', ...sx }}
      data-testid="price"
    >
      {text}
    </Typography>
  );
}
