import { createFileRoute } from '@tanstack/react-router';
import { PageUnavailable } from '../components/PageUnavailable';

/** Any /main page this version of the portal does not have yet (or an unknown address). */
export const Route = createFileRoute('/main/$')({
  component: function MainUnavailable() {
    const { _splat } = Route.useParams();
    return <PageUnavailable address={`/main/${_splat ?? ''}`} />;
  },
});
