import TemplateRoutePage, { templateStaticPaths, templateStaticProps } from '../../../../src/templates/templateStaticRoute';

export const getStaticPaths = templateStaticPaths('joy');
export const getStaticProps = templateStaticProps('joy');

export default TemplateRoutePage;
