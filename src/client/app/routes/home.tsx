import { ComingSoon } from '#client/components/ui/coming-soon.tsx';

export default function Route() {
  return <ComingSoon title="Inici" />;
}
