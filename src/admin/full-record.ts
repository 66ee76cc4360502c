/**
 * Console lists answer short rows (a name, a state, a count), and react-admin copies each row into the cache
 * its edit and show screens read a record from, so a screen opened from a list row would first render that row
 * as if it were the whole record (a video without its sources, an order without its lines) and crash or fill a
 * form from it. Edit and show screens read and write their record under this `meta` instead: a key no list row
 * is copied to, so they show the record only once the server has answered it whole.
 */
const meta = { record: 'whole' } as const;

/** For `<Edit>`: the record is read and saved under the whole-record key. */
export const wholeRecordEdit = { queryOptions: { meta }, mutationOptions: { meta } } as const;
/** For `<Show>`. */
export const wholeRecordShow = { queryOptions: { meta } } as const;
