import { SaveButton, Toolbar } from 'react-admin';

/** Form toolbars save only: the console deletes nothing (orders, reviews and links point at these records). */
export const SaveToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);
