/** The yacht page's inquiry form: where the side tab's "Request Quote" leads while no outside inquiry site is set. */
export const REQUEST_INFORMATION_ID = 'request-information'
