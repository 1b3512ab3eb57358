export { ApiError, isApiError, type ApiErrorKind } from './api-error'
export { answerFor, handleFailedCall, type Answer, type AnswerHandlers } from './answer-policy'
export { configureApi, getApiConfig, parseApiConfig, ApiConfigError, type ApiConfig } from './api-config'
export { HTTP_TIMEOUT_MS } from './constants'
