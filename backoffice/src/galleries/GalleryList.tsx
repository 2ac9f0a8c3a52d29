import { ProfileList } from '../profiles/ProfileScreens';
import { GALLERY_SCREEN } from './galleryScreen';

export const GalleryList = () => <ProfileList screen={GALLERY_SCREEN} />;
