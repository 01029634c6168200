/** The one error shape of every 4xx/5xx answer. `message` is written for a person. */
export interface ApiError {
  statusCode: number;
  code: string;
  message: string;
}
