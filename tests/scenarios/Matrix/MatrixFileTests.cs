using System.Text;

namespace Bench.Scenarios.Tests.Matrix;

public sealed class MatrixFileTests
{
    private static MatrixDefinition Parse(string json) => MatrixFile.Parse("m.json", Encoding.UTF8.GetBytes(json));

    private static ValidationError Refused(string json) =>
        Assert.Single(Assert.Throws<ValidationException>(() => MatrixPlanner.Plan(Parse(json))).Errors);

    [Fact]
    public void A_matrix_with_lists_expands_to_every_combination()
    {
        var matrix = Parse("""
            // comments are fine
            { "repetitions": 5,
              "cases": [ { "scenario": "create", "size": ["1GB", "10GB"], "files": [1, 8], "ifi": ["on", "off"] },
                         { "scenario": "autogrow", "growths": 2, "ifi": "off", }, ] }
            // and after the closing brace
            """);

        var cases = MatrixPlanner.Plan(matrix);

        Assert.Equal(5, matrix.Repetitions);
        Assert.Equal(9, cases.Count);
        Assert.Equal(8, cases.Count(c => c.Scenario.Info.Name == "create"));
        var grow = cases.Single(c => c.Scenario.Info.Name == "autogrow");
        Assert.Equal(4L << 20, grow.Columns.SizeBytes);
        Assert.Equal(1L << 30, grow.Columns.GrowthBytes);
        Assert.Equal(2, grow.Columns.Growths);
        Assert.False(grow.Columns.Ifi);
    }

    [Fact]
    public void Malformed_json_is_refused_with_its_line_and_column()
    {
        var error = Assert.Single(Assert.Throws<ValidationException>(() => Parse("{\n  \"cases\": [ { \"scenario\": \"create\" ]\n}")).Errors);

        Assert.Equal(2, error.Location.Line);
        Assert.Equal("json", error.Field);
        Assert.StartsWith("m.json(2,", error.ToString(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("{ \"cases\": [ { \"scenario\": \"create\", \"size\": \"1GB\" }, ", 1, 55, "the file ends where a key or a value should follow")]
    [InlineData("\n\n", 3, 1, "the file holds no JSON (it is empty, or only comments)")]
    [InlineData("{ \"cases\": [ ", 1, 14, "the file ends before every object and list in it is closed")]
    [InlineData("{ \"cases\": [] }\n// fine\n{ \"cases\": [] }", 3, 1, "text follows the matrix's closing brace: a matrix file holds one object, { ... }")]
    [InlineData("{ \"description\": \"été\" \"cases\": [] }", 1, 24, "'\"' is invalid after a value. Expected either ',', '}', or ']'")]
    public void A_syntax_error_has_one_position_in_characters_and_a_plain_message(string json, int line, int column, string problem)
    {
        var error = Assert.Single(Assert.Throws<ValidationException>(() => Parse(json)).Errors);

        Assert.Equal((line, column), (error.Location.Line, error.Location.Column));
        Assert.Equal(problem, error.Problem);
        Assert.DoesNotContain("LineNumber", error.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain("BytePosition", error.ToString(), StringComparison.Ordinal);
        Assert.DoesNotContain("isFinalBlock", error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_misspelt_scenario_gets_a_suggestion_and_its_position()
    {
        var error = Refused("{ \"cases\": [\n  { \"scenario\": \"crate\" } ] }");

        Assert.Equal("scenario", error.Field);
        Assert.Contains("did you mean 'create'", error.Problem, StringComparison.Ordinal);
        Assert.Equal(2, error.Location.Line);
        Assert.Contains("create, autogrow", error.Allowed, StringComparison.Ordinal);
    }

    [Fact]
    public void A_misspelt_parameter_gets_a_suggestion_and_the_list_of_parameters()
    {
        var error = Refused("""{ "cases": [ { "scenario": "create", "sise": "1GB" } ] }""");

        Assert.Equal("sise", error.Field);
        Assert.Contains("did you mean 'size'", error.Problem, StringComparison.Ordinal);
        Assert.Contains("log_size", error.Allowed, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("\"0MB\"")]
    [InlineData("\"-1GB\"")]
    [InlineData("0")]
    [InlineData("\"1000KB\"")]
    [InlineData("\"big\"")]
    public void A_zero_negative_unaligned_or_unreadable_size_names_the_field_and_the_range(string size)
    {
        var error = Refused($$"""{ "cases": [ { "scenario": "create", "size": {{size}} } ] }""");

        Assert.Equal("size", error.Field);
        Assert.Contains("a size from 1MB to 64TB, a multiple of 64KB", error.Allowed, StringComparison.Ordinal);
        Assert.Equal(1, error.Location.Line);
        Assert.Equal(46, error.Location.Column);
    }

    [Fact]
    public void Every_error_of_the_file_is_reported_at_once()
    {
        var errors = Assert.Throws<ValidationException>(() => MatrixPlanner.Plan(Parse("""
            { "repetitions": 0, "cases": [ { "scenario": "create", "files": 65, "ifi": "maybe" }, { "scenario": "nope" } ] }
            """))).Errors;

        Assert.Equal(["repetitions", "files", "ifi", "scenario"], errors.Select(e => e.Field));
    }

    [Fact]
    public void A_misspelt_top_level_key_does_not_hide_the_errors_of_the_entries()
    {
        var errors = Assert.Throws<ValidationException>(() => MatrixPlanner.Plan(Parse("""
            { "repetitons": 3, "cases": [ { "scenario": "create", "size": "0MB" }, { "scenario": "autogrow", "grow": "1GB" } ] }
            """))).Errors;

        Assert.Equal(["repetitons", "size", "grow"], errors.Select(e => e.Field));
        Assert.Contains("did you mean 'repetitions'?", errors[0].ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void An_entry_may_repeat_its_cases_more_often_than_the_matrix_a_case_two_entries_name_runs_as_often_as_the_most_asked_and_twins_stand_together()
    {
        var cases = MatrixPlanner.Plan(Parse("""
            { "repetitions": 3,
              "cases": [ { "scenario": "create", "size": ["1GB", "2GB"], "ifi": "off" },
                         { "scenario": "create", "size": ["1GB", "2GB"], "ifi": "on", "repetitions": 9 },
                         { "scenario": "create", "size": "2GB", "ifi": "on", "repetitions": 4 },
                         { "scenario": "create", "size": "2GB", "ifi": "off", "repetitions": 2 } ] }
            """));

        Assert.Equal(
            ["size=1GB ifi=off x-", "size=1GB ifi=on x9", "size=2GB ifi=off x-", "size=2GB ifi=on x9"],
            cases.Select(c => $"size={c.Id.Number("size") >> 30}GB ifi={(c.Id.Ifi == true ? "on" : "off")} x{c.Repetitions?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "-"}"));
    }

    [Fact]
    public void The_command_line_repetitions_count_for_every_case_the_entries_own_included()
    {
        var matrix = Parse("""{ "repetitions": 3, "cases": [ { "scenario": "create", "size": "1GB", "repetitions": 9 } ] }""");

        Assert.All(MatrixPlanner.Plan(matrix.WithRepetitions(2)), c => Assert.Null(c.Repetitions));
    }

    [Theory]
    [InlineData("0")]
    [InlineData("1001")]
    [InlineData("\"many\"")]
    [InlineData("2.5")]
    public void An_entry_s_repetitions_out_of_range_or_not_a_whole_number_are_refused_where_they_stand(string repetitions)
    {
        var error = Refused($$"""
            { "cases": [ { "scenario": "create", "size": "1GB" },
                         { "scenario": "create", "size": "2GB", "repetitions": {{repetitions}} } ] }
            """);

        Assert.Equal("repetitions", error.Field);
        Assert.Equal("cases[1].repetitions", error.Location.Path);
        Assert.Equal(2, error.Location.Line);
        Assert.Contains("1 to 1000", error.Allowed, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("""{ "cases": [] }""", "cases")]
    [InlineData("""{ "repetition": 3, "cases": [ { "scenario": "create" } ] }""", "repetition")]
    [InlineData("""{ "cases": [ { "size": "1GB" } ] }""", "scenario")]
    [InlineData("""[ 1, 2 ]""", "matrix")]
    public void A_matrix_of_the_wrong_shape_is_refused(string json, string field) =>
        Assert.Equal(field, Refused(json).Field);
}
