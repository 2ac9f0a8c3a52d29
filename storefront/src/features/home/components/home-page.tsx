import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/use-page-title';
import { useSession } from '../../../lib/session/use-session';
import { useHomeBlocks, type HomeBlock } from '../../landing';
import { FeaturedArtistsSection } from './featured-artists-section';
import { FeaturedCollectionsSection } from './featured-collections-section';
import { LiveAuctionsSlot } from './live-auctions-slot';
import { NewsletterCallout } from './newsletter-callout';
import { RecommendationsSection } from './recommendations-section';
import { StatTiles } from './stat-tiles';

const BLOCKS: Record<HomeBlock, () => React.JSX.Element | null> = {
  stats: StatTiles,
  recommendations: RecommendationsSection,
  liveAuctions: LiveAuctionsSlot,
  featuredCollections: FeaturedCollectionsSection,
  featuredArtists: FeaturedArtistsSection,
  newsletter: NewsletterCallout,
};

/** The signed-in home (SPEC section 2): the spec's blocks, in the order the back-office's Content tab sets. */
export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const name = user?.firstName?.trim();
  const blocks = useHomeBlocks();
  usePageTitle(t('home.pageTitle'));

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }} data-testid="home-page">
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        {name ? t('home.welcome', { name }) : t('home.welcomeNoName')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
        {t('home.subtitle')}
      </Typography>
      {blocks.map((block) => {
        // A block this build does not know (a newer back-office) is left out rather than breaking the page.
        const Block = BLOCKS[block] as (typeof BLOCKS)[HomeBlock] | undefined;
        return Block ? <Block key={block} /> : null;
      })}
    </Container>
  );
}
