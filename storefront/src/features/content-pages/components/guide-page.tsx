import { ContentPage } from './content-page';

export default function GuidePage() {
  return <ContentPage page="guide" />;
}
