import { ProfileList } from '../profiles/ProfileScreens';
import { ARTIST_SCREEN } from './artistScreen';

export const ArtistList = () => <ProfileList screen={ARTIST_SCREEN} />;
