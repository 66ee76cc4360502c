import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useTranslate } from 'react-admin';

/** A list input's add button that says what it adds (the bare "+" icon left operators guessing). */
export function AddItem({ label }: { label: string }) {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(label)}
    </Button>
  );
}
