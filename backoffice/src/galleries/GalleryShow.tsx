import { ProfileShow } from '../profiles/ProfileScreens';
import { GALLERY_SCREEN } from './galleryScreen';

export const GalleryShow = () => <ProfileShow screen={GALLERY_SCREEN} />;
