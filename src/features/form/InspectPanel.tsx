// With `?inspect=true`: the wizard's recording of this session as a JSON file, for an analyst or a bug report.
import { FormattedMessage } from 'react-intl';
import { Button } from '../../components/Button/Button';
import { useFormSession } from './session/formSessionContext';

export function InspectPanel() {
  const { recorder } = useFormSession();
  const download = async () => {
    const recording = await recorder.recording();
    const url = URL.createObjectURL(new Blob([JSON.stringify(recording, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `wizard-recording-${recording.startedAt.replace(/[:.]/g, '-')}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <aside className="inspect-panel" aria-label="Inspector">
      <p className="inspect-panel__text">
        <FormattedMessage id="form.inspect.title" />
      </p>
      <Button size="sm" variant="secondary" onClick={() => void download()}>
        <FormattedMessage id="form.inspect.download" />
      </Button>
    </aside>
  );
}
