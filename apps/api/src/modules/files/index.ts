import type { ApiModule } from '../../app-context';
import { filesRoutes } from './files.route';

export type { FileStore } from './file-store';
export { filePath, newFileKey } from './file-store';
export { fileStoreFromEnv } from './files-env';
export { localFileStore } from './local-file-store';
export type { UploadedFile } from './uploaded-files';
export { uploadedFiles } from './uploaded-files';
export type { UploadedImage } from './uploaded-image';
export { uploadedImage } from './uploaded-image';

export const filesModule: ApiModule = {
  name: 'files',
  routes: [filesRoutes],
};
