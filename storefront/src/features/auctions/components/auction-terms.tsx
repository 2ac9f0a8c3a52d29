import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../i18n/use-language';
import type { Auction } from '../api/auctions-api';

/** Terms a bidder must know: soft close, increments, buyer's premium, reserve, currency. */
export function AuctionTerms({ auction }: { auction: Auction }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (v: number) => formatMoney(v, language);
  return (
    <section aria-labelledby="auction-terms-title" data-testid="auction-terms">
      <Typography id="auction-terms-title" variant="h2" sx={{ fontSize: '1.3rem', mt: 4, mb: 1 }}>
        {t('auctions.terms.title')}
      </Typography>
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
    </section>
  );
}
