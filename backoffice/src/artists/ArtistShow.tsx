import { ProfileShow } from '../profiles/ProfileScreens';
import { ARTIST_SCREEN } from './artistScreen';

export const ArtistShow = () => <ProfileShow screen={ARTIST_SCREEN} />;
