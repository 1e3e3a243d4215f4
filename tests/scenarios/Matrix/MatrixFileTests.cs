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
        Assert.Equal(8L << 20, grow.Columns.SizeBytes);
        Assert.Equal(1L << 30, grow.Columns.GrowthBytes);
        Assert.Equal(2, grow.Columns.Growths);
        Assert.False(grow.Columns.Ifi);
    }

    [Fact]
    public void A_file_saved_as_utf8_with_a_byte_order_mark_reads_as_utf8()
    {
        const string json = """{ "repetitions": 2, "cases": [ { "scenario": "create", "size": "1GB" } ] }""";

        // As Notepad saves it: EF BB BF first (was: "'0xEF' is an invalid start of a value").
        var matrix = MatrixFile.Parse("bom.json", [.. Encoding.UTF8.GetPreamble(), .. Encoding.UTF8.GetBytes(json)]);

        Assert.Equal(2, matrix.Repetitions);
        Assert.All(MatrixPlanner.Plan(matrix), c => Assert.Equal(1L << 30, c.Columns.SizeBytes));
    }

    [Theory]
    [InlineData("utf-16", true, "UTF-16 (little-endian")]
    [InlineData("utf-16BE", true, "UTF-16 (big-endian)")]
    [InlineData("utf-16", false, "UTF-16 (little-endian) without a byte order mark")]
    [InlineData("utf-32", true, "UTF-32")]
    public void A_file_in_utf16_or_utf32_is_refused_naming_its_encoding_and_to_save_it_as_utf8(string name, bool bom, string said)
    {
        var encoding = Encoding.GetEncoding(name);
        var bytes = encoding.GetBytes("""{ "cases": [ { "scenario": "create" } ] }""");

        var error = Assert.Single(Assert.Throws<ValidationException>(() => MatrixFile.Parse("wide.json", bom ? [.. encoding.GetPreamble(), .. bytes] : bytes)).Errors);

        Assert.StartsWith($"the file is {said}", error.Problem, StringComparison.Ordinal);
        Assert.EndsWith(", not UTF-8", error.Problem, StringComparison.Ordinal);
        Assert.Contains("saved as UTF-8", error.Allowed, StringComparison.Ordinal);
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

    private static IReadOnlyList<ValidationError> Errors(string json) =>
        Assert.Throws<ValidationException>(() => MatrixPlanner.Plan(Parse(json))).Errors;

    [Fact]
    public void A_key_given_twice_is_refused_with_both_positions_at_the_top_and_in_an_entry()
    {
        var errors = Errors("""
            { "repetitions": 2, "repetitions": 7,
              "cases": [ { "scenario": "create", "size": "1GB", "size": "2GB" } ],
              "cases": [] }
            """);

        Assert.Equal(
            ["m.json(1,21): repetitions: given twice, at line 1, column 3 and line 1, column 21. Allowed: each key once.",
             "m.json(2,53): cases[0].size: given twice, at line 2, column 38 and line 2, column 53. Allowed: each key once.",
             "m.json(3,3): cases: given twice, at line 2, column 3 and line 3, column 3. Allowed: each key once."],
            errors.Select(e => e.ToString()));
    }

    [Fact]
    public void An_entry_written_twice_or_a_value_twice_in_a_list_is_refused_where_entries_sharing_some_cases_are_not()
    {
        var errors = Errors("""
            { "cases": [ { "scenario": "create", "size": "2GB", "ifi": "on" },
                         { "scenario": "create", "size": ["2GB", "1GB"], "ifi": "on" },
                         { "ifi": "on", "scenario": "create", "size": "2GB" },
                         { "scenario": "create", "size": ["64MB", "65536KB"] } ] }
            """);

        Assert.Equal(
            ["m.json(3,14): cases[2]: the same entry as cases[0] (at line 1, column 14): its cases would run once. Allowed: each entry once: remove it or change a value (entries sharing some cases are fine: each case runs once, as often as the entry asking most).",
             "m.json(4,55): cases[3].size[1]: '65536KB' is in the list twice (also at line 4, column 47): its cases would run once. Allowed: each value once in a list."],
            errors.Select(e => e.ToString()));
    }

    [Fact]
    public void A_refused_item_of_a_list_names_its_field_once()
    {
        var error = Refused("""{ "cases": [ { "scenario": "create", "size": ["1GB", "bogus"] } ] }""");

        Assert.Equal(
            "m.json(1,54): cases[0].size[1]: 'bogus' is not allowed. Allowed: " + error.Allowed + ".",
            error.ToString());
    }

    [Fact]
    public void An_empty_list_is_refused_where_the_list_stands()
    {
        var error = Refused("""
            { "cases": [ { "scenario": "create",
                           "size": [] } ] }
            """);

        Assert.Equal("an empty list", error.Problem);
        Assert.Equal(("cases[0].size", 2, 24), (error.Location.Path, error.Location.Line, error.Location.Column));
        Assert.StartsWith("m.json(2,24): cases[0].size: an empty list.", error.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void An_entry_that_is_not_an_object_is_named_by_its_own_index_after_one_that_could_not_be_read()
    {
        var errors = Errors("""{ "cases": [ { "scenario": "create" }, { "size": "1GB" }, "create" ] }""");

        Assert.Equal(["cases[1]", "cases[2]"], errors.Select(e => e.Location.Path));
    }

    [Theory]
    [InlineData("\"scenario\": \"create\", \"repetitions\": \"5\"", "repetitions", "the string \"5\" is not allowed here", "a whole number from 1 to 1000")]
    [InlineData("\"scenario\": \"create\", \"repetitions\": 1.5", "repetitions", "the number 1.5 is not allowed here", "a whole number from 1 to 1000")]
    [InlineData("\"scenario\": 5", "scenario", "the number 5 is not allowed here", "a scenario name: create, autogrow")]
    [InlineData("\"scenario\": \"create\", \"size\": [[\"64MB\"]]", "size[0]", "the list [\"64MB\"] is not allowed here", "a value (\"1GB\", 8, \"on\") or a list of values")]
    [InlineData("\"scenario\": \"create\", \"size\": { \"a\": 1 }", "size", "the object { \"a\": 1 } is not allowed here", "a value (\"1GB\", 8, \"on\") or a list of values")]
    public void A_value_of_the_wrong_type_is_named_with_its_type_and_what_is_allowed_and_refused_once(string entry, string field, string problem, string allowed)
    {
        var errors = Errors($$"""{ "cases": [ { {{entry}} } ] }""").Where(e => e.Problem != "the entry names no scenario").ToList();

        var error = Assert.Single(errors);
        Assert.Equal(field, error.Field);
        Assert.Equal(problem, error.Problem);
        Assert.StartsWith(allowed, error.Allowed, StringComparison.Ordinal);
    }

    [Fact]
    public void The_errors_of_a_file_are_listed_by_line_then_column()
    {
        var errors = Errors("""
            { "cases": [ { "scenario": "create", "size": "100GBB", "file": 2, "ifi": "yes" } ],
              "repetitions": 0, "repetitons": 3 }
            """);

        Assert.Equal([(1, 46), (1, 64), (1, 74), (2, 3), (2, 21)], errors.Select(e => (e.Location.Line ?? 0, e.Location.Column ?? 0)));
    }
}
