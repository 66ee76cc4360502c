import { useEffect } from 'react';
import { Layout, useTranslate, type LayoutProps } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ConsoleAppBar } from './people/OwnPassword.tsx';
import { RowCheckboxLabels } from './RowCheckboxLabels.tsx';

/** The screen a console path shows, in the operator's language: the dashboard, a list, a new record or one record. */
export function screenTitle(pathname: string, translate: (key: string, options?: object) => string): string {
  const [resource, id] = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (!resource) return translate('console.dashboard.title');
  if (!id) return translate(`resources.${resource}.name`, { smart_count: 2, _: resource });
  const one = translate(`resources.${resource}.name`, { smart_count: 1, _: resource });
  return id === 'create' ? `${translate('ra.action.create')} · ${one}` : `${one} ${id}`;
}

/** Keeps the browser tab's title on the screen shown and the console's name, in the operator's language. */
function DocumentTitle() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${screenTitle(pathname, translate)} · ${translate('console.title')}`;
  }, [pathname, translate]);
  return null;
}

/** react-admin's layout with the tab title kept on the screen. */
export function ConsoleLayout(props: LayoutProps) {
  return (
    <>
      <DocumentTitle />
      <RowCheckboxLabels />
      <Layout {...props} appBar={ConsoleAppBar} />
    </>
  );
}
