import { useNavigation } from 'react-router';
import { Button } from '../../components/ui/button';

/** The save button of a settings form, with what became of the last save beside it. */
export function SettingFormFooter({
  label,
  saved,
  formErrors,
  className = '',
}: {
  label: string;
  /** The text to show once saved, or null before. */
  saved: string | null;
  formErrors?: string[];
  className?: string;
}) {
  const navigation = useNavigation();
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <Button type="submit" isDisabled={navigation.state === 'submitting'}>
        {label}
      </Button>
      {saved ? (
        <p role="status" className="text-success">
          {saved}
        </p>
      ) : formErrors?.length ? (
        <p role="alert" className="text-danger">
          {formErrors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
