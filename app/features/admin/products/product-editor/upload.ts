import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_TOO_LARGE_MESSAGE,
} from '../../../../../domain/schemas/product-admin';

export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
}

const UPLOAD_FAILED = 'Upload failed. Please try again.';

/**
 * Uploads one picture to POST /api/products/images with XMLHttpRequest (fetch has no upload progress),
 * reporting the fraction sent; rejects with the server's message (400 not an image, 413 too large).
 */
export function uploadPicture(file: File, onProgress: (fraction: number) => void): Promise<UploadedPicture> {
  // refused here before a byte is sent; the server refuses it too
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return Promise.reject(new Error(PRODUCT_IMAGE_TOO_LARGE_MESSAGE));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/products/images');
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = (xhr.response ?? {}) as Partial<UploadedPicture> & { message?: string };
      if (xhr.status >= 200 && xhr.status < 300 && typeof body.url === 'string') {
        onProgress(1);
        resolve({ url: body.url, width: body.width ?? 0, height: body.height ?? 0 });
      } else if (xhr.status === 413) {
        reject(new Error(body.message ?? PRODUCT_IMAGE_TOO_LARGE_MESSAGE));
      } else {
        reject(new Error(xhr.status < 500 && body.message ? body.message : UPLOAD_FAILED));
      }
    };
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED));
    const form = new FormData();
    form.set('file', file);
    xhr.send(form);
  });
}
