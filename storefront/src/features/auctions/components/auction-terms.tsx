import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import type { Auction } from '../api/auctions-api';

/**
 * Terms a bidder must know: soft close, increments, buyer's premium, reserve, currency and VAT. Folded on a phone,
 * where the page puts them last (the bidder acts on the price and the bid button first); open on a wide screen.
 */
export function AuctionTerms({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const money = (v: number) => formatMoney(v, language);
  return (
    <Accordion
      defaultExpanded={wide}
      disableGutters
      variant="outlined"
      data-testid="auction-terms"
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="auction-terms-content" id="auction-terms-title">
        <Typography component="span" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
          {t('auctions.terms.summary')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="auction-terms-content" role="region" aria-labelledby="auction-terms-title">
        {auction.softCloseMinutes > 0 ? (
          <Typography variant="body2">
            {t('auctions.terms.softClose', { n: formatNumber(auction.softCloseMinutes, language) })}
          </Typography>
        ) : null}
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t('auctions.terms.increments')}
        </Typography>
        <List dense>
          {auction.increments.map((band) => (
            <ListItem key={band.from} disableGutters>
              {t('auctions.terms.from', { amount: money(band.from), step: money(band.increment) })}
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2">{t('auctions.terms.premium')}</Typography>
        <List dense>
          {auction.premiumTiers.map((tier) => (
            <ListItem key={String(tier.upTo)} disableGutters>
              {tier.upTo === null
                ? t('auctions.terms.premiumOpen', { rate: formatNumber(tier.ratePercent, language) })
                : t('auctions.terms.premiumTier', {
                    rate: formatNumber(tier.ratePercent, language),
                    upTo: money(tier.upTo),
                  })}
            </ListItem>
          ))}
        </List>
        {auction.hasReserve ? <Typography variant="body2">{t('auctions.terms.reserve')}</Typography> : null}
        <Typography variant="body2" color="text.secondary">
          {t('auctions.terms.currency')}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}
