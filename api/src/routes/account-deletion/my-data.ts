import path from 'node:path';
import { DATA_EXPORT_FILENAME, myDataLink } from '@dating/shared/contracts/index';
import type { RouteModule } from '../../app-context';
import { buildDataExportZip } from '../../account-deletion/data-export';
import { page } from '../../http/endpoint-route';

/**
 * GET /api/my-data.php: the member's data export, a ZIP with data.json and the member's photos. A ZIP
 * download, not JSON: a link, not an endpoint.
 */
export const myDataRoute: RouteModule = (app, { db, config }) => {
  page(app, myDataLink, {}, async (_request, viewer, reply) => {
    const zip = await buildDataExportZip(db, viewer.userId, path.join(config.dataDir, 'photos'), new Date());
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${DATA_EXPORT_FILENAME}"`)
      .send(Buffer.from(zip));
  });
};
