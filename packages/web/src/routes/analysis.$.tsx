import { createFileRoute } from '@tanstack/react-router';
import { PageUnavailable } from '../components/PageUnavailable';

/** A report page of score analysis (spec 3 §2.1) this version does not have yet. */
export const Route = createFileRoute('/analysis/$')({
  staticData: { title: '页面暂未开放', level: 3, module: 'analysis' },
  component: function AnalysisUnavailable() {
    const { _splat } = Route.useParams();
    return <PageUnavailable address={`/analysis/${_splat ?? ''}`} />;
  },
});
