/** The package version; a unit test keeps it equal to package.json's. */
export const PACKAGE_VERSION = '0.1.0'
