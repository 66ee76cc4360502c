import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import { Box, Button, Card, CardContent, Chip, IconButton, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title, useGetList, useNotify, useTranslate } from 'react-admin';
import { GOODS_FLAGS, HOME_SHELF_MAX, type GoodsFlag } from '../../lib/schemas/admin-goods.ts';
import { adminRequest } from '../api.ts';

interface ShelfGoods {
  id: number;
  itemNo: string;
  name: string;
  image: string;
  onShelf: boolean;
}

/** Finds goods by item number or name to add to a shelf; goods already on it cannot be added twice. */
function GoodsPicker({ shelf, has, onAdd }: { shelf: GoodsFlag; has: (id: number) => boolean; onAdd: (g: ShelfGoods) => void }) {
  const translate = useTranslate();
  const [q, setQ] = useState('');
  const { data } = useGetList<ShelfGoods>('goods', { filter: { q }, pagination: { page: 1, perPage: 8 } }, { enabled: q.trim().length > 0 });
  return (
    <Box sx={{ mt: 1 }}>
      <TextField size="small" label={translate('console.shelves.find')} value={q} onChange={(e) => setQ(e.target.value)} inputProps={{ 'data-testid': `shelf-find-${shelf}` }} />
      {q.trim() ? (
        <List dense aria-label={translate('console.shelves.found')}>
          {(data ?? []).map((g) => (
            <ListItem key={g.id} secondaryAction={<Button size="small" disabled={has(g.id)} onClick={() => onAdd(g)}>{translate('console.shelves.add')}</Button>}>
              <ListItemText primary={g.name} secondary={g.itemNo} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Box>
  );
}

/** One shelf: its goods in the home page's order, moved up or down, removed, added, then saved. */
function ShelfEditor({ shelf, initial }: { shelf: GoodsFlag; initial: ShelfGoods[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [goods, setGoods] = useState(initial);
  // The shelf as last loaded or saved: the server refuses the save if it changed since.
  const [was, setWas] = useState(() => initial.map((g) => g.id));
  const [busy, setBusy] = useState(false);
  const move = (from: number, to: number) => setGoods((list) => {
    const next = [...list];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    return next;
  });
  const save = async () => {
    setBusy(true);
    try {
      const goodsIds = goods.map((g) => g.id);
      await adminRequest(`/home-shelves/${shelf}`, { method: 'POST', json: { goodsIds, was } });
      setWas(goodsIds);
      notify('console.shelves.saved', { type: 'success' });
    } catch (err) {
      notify((err as Error).message, { type: 'error' });
    }
    setBusy(false);
  };
  const title = translate(`console.goods.flag.${shelf}`);
  return (
    <Card component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>
        <Typography component="h2" variant="h6">{title}</Typography>
        <Typography variant="body2" color="text.secondary">{translate('console.shelves.help', { max: HOME_SHELF_MAX })}</Typography>
        <List dense>
          {goods.map((g, i) => (
            <ListItem key={g.id} data-shelf-goods={g.id} secondaryAction={
              <>
                <IconButton aria-label={translate('console.shelves.top', { name: g.name })} disabled={i === 0} onClick={() => move(i, 0)}><VerticalAlignTop fontSize="small" /></IconButton>
                <IconButton aria-label={translate('console.shelves.up', { name: g.name })} disabled={i === 0} onClick={() => move(i, i - 1)}><ArrowUpward fontSize="small" /></IconButton>
                <IconButton aria-label={translate('console.shelves.down', { name: g.name })} disabled={i === goods.length - 1} onClick={() => move(i, i + 1)}><ArrowDownward fontSize="small" /></IconButton>
                <IconButton aria-label={translate('console.shelves.remove', { name: g.name })} onClick={() => setGoods((list) => list.filter((x) => x.id !== g.id))}><Close fontSize="small" /></IconButton>
              </>
            }>
              <Box sx={{ width: 28, color: 'text.secondary' }}>{i + 1}.</Box>
              {g.image ? <img src={g.image} alt="" width={40} height={40} style={{ marginInlineEnd: 8 }} /> : null}
              <ListItemText primary={g.name} secondary={g.itemNo} />
              {g.onShelf ? null : <Chip size="small" label={translate('console.goods.offShelfState')} sx={{ mx: 1 }} />}
            </ListItem>
          ))}
        </List>
        <GoodsPicker shelf={shelf} has={(id) => goods.some((g) => g.id === id)} onAdd={(g) => setGoods((list) => [...list, g])} />
        <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void save()}>{translate('console.shelves.save', { shelf: title })}</Button>
      </CardContent>
    </Card>
  );
}

/** The home page's shelves (hot, new, recommended): which goods each shows, in which order. */
export function HomeShelves() {
  const translate = useTranslate();
  const notify = useNotify();
  const [shelves, setShelves] = useState<{ shelf: GoodsFlag; goods: ShelfGoods[] }[] | null>(null);
  useEffect(() => {
    adminRequest<{ shelves: { shelf: GoodsFlag; goods: ShelfGoods[] }[] }>('/home-shelves').then((r) => setShelves(r.shelves), (err: Error) => notify(err.message, { type: 'error' }));
  }, [notify]);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('resources.homeShelves.name', { smart_count: 2 })} />
      {shelves === null ? null : GOODS_FLAGS.map((shelf) => <ShelfEditor key={shelf} shelf={shelf} initial={shelves.find((s) => s.shelf === shelf)?.goods ?? []} />)}
    </Box>
  );
}
