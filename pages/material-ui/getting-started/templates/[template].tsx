import TemplateRoutePage, { templateStaticPaths, templateStaticProps } from '../../../../src/templates/templateStaticRoute';

export const getStaticPaths = templateStaticPaths('material');
export const getStaticProps = templateStaticProps('material');

export default TemplateRoutePage;
